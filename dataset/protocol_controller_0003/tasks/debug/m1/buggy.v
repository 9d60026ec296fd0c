module protocol_controller_0003_canonical_next (
    input  wire       clk,
    input  wire       rst,
    input  wire       tx_start,
    input  wire       ack_rx,
    input  wire       nak_rx,
    input  wire [2:0] max_retries,
    output reg  [2:0] retries,
    output wire       retransmit,
    output wire       give_up
);
    reg [2:0] retries_next;

    always @* begin
        if (tx_start)
            retries_next = 3'd0;
        else if (nak_rx && retries != max_retries)
            retries_next = retries + 3'd1;
        else
            retries_next = retries;
    end

    always @(posedge clk) begin
        if (rst) begin
            retries <= 3'd0;
        end else begin
            retries <= retries_next;
        end
    end

    assign retransmit = nak_rx && !tx_start && !ack_rx && retries != max_retries;
    assign give_up = nak_rx && !tx_start && !ack_rx && retries == max_retries;
endmodule
