module protocol_controller_0001_canonical_next (
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
        else if (rx_valid)
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
