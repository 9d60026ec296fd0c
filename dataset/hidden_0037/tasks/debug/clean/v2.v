module hidden_0037_ternary_next (
    input  wire clk,
    input  wire rst,
    input  wire ev,
    input  wire tick,
    output wire pass
);
    reg [2:0] left_r;
    wire [2:0] left_d = rst ? 3'd3 :
                        tick ? 3'd3 :
                        (ev && left_r != 3'd0) ? left_r - 3'd1 :
                        left_r;

    always @(posedge clk) begin
        left_r <= left_d;
    end

    assign pass = ev && left_r != 3'd0;
endmodule
