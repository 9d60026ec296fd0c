module timer_0007_ternary_next (
    input  wire       clk,
    input  wire       rst,
    input  wire       load,
    input  wire       tick,
    output wire [2:0] remaining,
    output wire       expired
);
    reg [2:0] remaining_r;
    wire [2:0] remaining_d = rst ? 3'd0 :
                             load ? 3'd7 :
                             (tick && remaining_r != 3'd0) ? remaining_r - 3'd1 :
                             remaining_r;

    always @(posedge clk) begin
        remaining_r <= remaining_d;
    end

    assign remaining = remaining_r;
    assign expired = remaining_r == 3'd0;
endmodule
