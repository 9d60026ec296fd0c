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

module protocol_controller_0001 (
    input  wire       clk,
    input  wire       rst,
    input  wire       rx_valid,
    input  wire [2:0] rx_seq,
    input  wire       resync,
    output reg  [2:0] expected_seq,
    output wire       ack,
    output wire       nak,
    output wire       duplicate
);
    reg [2:0] expected_seq_next;

    always @* begin
        if (rx_valid && resync)
            expected_seq_next = rx_seq + 3'd1;
        else if (rx_valid && rx_seq == expected_seq)
            expected_seq_next = expected_seq + 3'd1;
        else
            expected_seq_next = expected_seq;
    end

    always @(posedge clk) begin
        if (rst) begin
            expected_seq <= 3'd0;
        end else begin
            expected_seq <= expected_seq_next;
        end
    end

    assign ack = rx_valid && (resync || rx_seq == expected_seq);
    assign nak = rx_valid && !resync && rx_seq != expected_seq;
    assign duplicate = rx_valid && !resync && rx_seq == expected_seq - 3'd1;
endmodule
