module rate_limiter_0002_canonical_next (
    input  wire       clk,
    input  wire       rst,
    input  wire [1:0] pkt_len,
    input  wire       leak_tick,
    output reg  [3:0] fill_level,
    output wire       conform
);
    reg [3:0] fill_level_next;

    always @* begin
        if (pkt_len != 2'd0 && fill_level + pkt_len <= 5'd15 && leak_tick)
            fill_level_next = fill_level + pkt_len - 4'd1;
        else if (pkt_len != 2'd0 && fill_level + pkt_len < 5'd15)
            fill_level_next = fill_level + pkt_len;
        else if (leak_tick && fill_level != 4'd0)
            fill_level_next = fill_level - 4'd1;
        else
            fill_level_next = fill_level;
    end

    always @(posedge clk) begin
        if (rst) begin
            fill_level <= 4'd0;
        end else begin
            fill_level <= fill_level_next;
        end
    end

    assign conform = pkt_len != 2'd0 && fill_level + pkt_len <= 5'd15;
endmodule
