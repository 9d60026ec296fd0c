module counter_0002 (
    input  wire       clk,
    input  wire       rst,
    input  wire       en,
    input  wire       clear,
    input  wire [3:0] last_value,
    output reg  [3:0] count,
    output wire       at_end
);
    reg [3:0] count_next;

    always @* begin
        if (clear)
            count_next = 4'd0;
        else if (en && count >= last_value)
            count_next = 4'd0;
        else if (en)
            count_next = count + 4'd1;
        else
            count_next = count;
    end

    always @(posedge clk) begin
        if (rst) begin
            count <= 4'd0;
        end else begin
            count <= count_next;
        end
    end

    assign at_end = count >= last_value;
endmodule

module rate_limiter_0002 (
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
        else if (pkt_len != 2'd0 && fill_level + pkt_len <= 5'd15)
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

module saturating_arithmetic_0001 (
    input  wire       clk,
    input  wire       rst,
    input  wire       up,
    input  wire       down,
    input  wire [1:0] step,
    output reg  [3:0] count,
    output wire       at_max,
    output wire       at_min
);
    reg [3:0] count_next;

    always @* begin
        if (up && !down && count + step > 5'd15)
            count_next = 4'd15;
        else if (up && !down)
            count_next = count + step;
        else if (down && !up && step > count)
            count_next = 4'd0;
        else if (down && !up)
            count_next = count - step;
        else
            count_next = count;
    end

    always @(posedge clk) begin
        if (rst) begin
            count <= 4'd0;
        end else begin
            count <= count_next;
        end
    end

    assign at_max = count == 4'd15;
    assign at_min = count == 4'd0;
endmodule
