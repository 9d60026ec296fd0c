module hidden_0032_ternary_next (
    input  wire clk,
    input  wire rst,
    input  wire cmd,
    input wire ack,
    output wire stall
);
    reg [1:0] accepted_r;
    reg [1:0] refresh_left_r;
    wire [1:0] accepted_d = rst ? 2'd0 :
                            (refresh_left_r == 2'd0 && cmd) ? accepted_r + 2'd1 :
                            accepted_r;
    wire [1:0] refresh_left_d = rst ? 2'd0 :
                                (refresh_left_r != 2'd0) ? refresh_left_r - 2'd1 :
                                (cmd && accepted_r == 2'd3) ? 2'd2 :
                                refresh_left_r;

    always @(posedge clk) begin
        accepted_r <= accepted_d;
        refresh_left_r <= refresh_left_d;
    end

    assign ack = cmd && refresh_left_r == 2'd0;
    assign stall = refresh_left_r != 2'd0;
endmodule
