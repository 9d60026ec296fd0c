module protocol_controller_0001_sequential_priority (
    input  wire       clk,
    input  wire       rst,
    input  wire       rx_valid,
    input  wire [2:0] rx_seq,
    input  wire       resync,
    output reg  [2:0] expected_seq,
    output reg        ack,
    output reg        nak,
    output reg        duplicate
);

    always @(posedge clk) begin
        if (rst) begin
            expected_seq <= 3'd0;
        end else begin
            if (rx_valid && resync)
                expected_seq <= rx_seq[2:1] + 3'd1;
            else if (rx_valid && rx_seq == expected_seq)
                expected_seq <= expected_seq + 3'd1;
        end
    end

    always @* begin
        ack = rx_valid && (resync || rx_seq == expected_seq);
        nak = rx_valid && !resync && rx_seq != expected_seq;
        duplicate = rx_valid && !resync && rx_seq == expected_seq - 3'd1;
    end
endmodule
