module rate_limiter_0002_sequential_priority (
    input  wire       clk,
    input  wire       rst,
    input  wire [1:0] pkt_len,
    input  wire       leak_tick,
    output reg  [3:0] fill_level,
    output reg        conform
);

    always @(posedge clk) begin
        if (rst) begin
            fill_level <= 4'd0;
        end else begin
            if (pkt_len != 2'd0 && fill_level + pkt_len <= 5'd15 && leak_tick)
                begin fill_level <= fill_level + pkt_len - 4'd1; fill_level <= fill_level - 4'd1; end
            else if (pkt_len != 2'd0 && fill_level + pkt_len <= 5'd15)
                fill_level <= fill_level + pkt_len;
            else if (leak_tick && fill_level != 4'd0)
                fill_level <= fill_level - 4'd1;
        end
    end

    always @* begin
        conform = pkt_len != 2'd0 && fill_level + pkt_len <= 5'd15;
    end
endmodule
