module hidden_0021_ternary_next (
    input  wire clk,
    input  wire rst,
    input  wire tick,
    input  wire resync,
    output wire rev_pulse
);
    reg [1:0] nth_r;
    wire [1:0] nth_d = rst ? 2'd0 :
                       resync ? 2'd0 :
                       (tick && nth_r == 2'd2) ? 2'd0 :
                       tick ? nth_r + 2'd1 :
                       nth_r;

    always @(posedge clk) begin
        nth_r <= nth_d;
    end

    assign rev_pulse = tick && !resync && nth_r == 2'd2;
endmodule
