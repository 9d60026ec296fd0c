module protocol_controller_0003 (
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
        if (tx_start || ack_rx)
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

module rate_limiter_0003 (
    input  wire       clk,
    input  wire       rst_n,
    input  wire       cmd_req,
    input  wire [2:0] min_gap,
    input  wire       flush,
    output reg  [2:0] holdoff,
    output wire       cmd_issue,
    output wire       pace_ready
);
    reg [2:0] holdoff_next;

    always @* begin
        if (flush)
            holdoff_next = 3'd0;
        else if (cmd_req && holdoff == 3'd0)
            holdoff_next = min_gap;
        else if (holdoff != 3'd0)
            holdoff_next = holdoff - 3'd1;
        else
            holdoff_next = holdoff;
    end

    always @(posedge clk) begin
        if (!rst_n) begin
            holdoff <= 3'd0;
        end else begin
            holdoff <= holdoff_next;
        end
    end

    assign cmd_issue = cmd_req && holdoff == 3'd0;
    assign pace_ready = holdoff == 3'd0;
endmodule
