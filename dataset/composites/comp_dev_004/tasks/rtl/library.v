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
