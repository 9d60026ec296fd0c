module rate_limiter_0002_ternary_next (
    input  wire       clk,
    input  wire       rst,
    input  wire [1:0] pkt_len,
    input  wire       leak_tick,
    output wire [3:0] fill_level,
    output wire       conform
);
    reg [3:0] fill_level_r;
    wire [3:0] fill_level_d = rst ? 4'd0 :
                              (pkt_len != 2'd0 && fill_level_r + pkt_len <= 5'd15 && leak_tick) ? fill_level_r + pkt_len - 4'd1 :
                              (pkt_len != 2'd0 && fill_level_r + pkt_len <= 5'd15) ? fill_level_r + pkt_len :
                              (leak_tick && fill_level_r != 4'd0) ? fill_level_r - 4'd1 :
                              fill_level_r;

    always @(posedge clk) begin
        fill_level_r <= fill_level_d;
    end

    assign fill_level = fill_level_r;
    assign conform = pkt_len != 2'd0 && fill_level_r + pkt_len <= 5'd15;
endmodule
