module comp_train_008 (
    input  wire       clk,
    input  wire       rst,
    input  wire       p0_tx_start,
    input  wire       p0_ack_rx,
    input  wire       p0_nak_rx,
    input  wire [2:0] p0_max_retries,
    input  wire       p1_cmd_req,
    input  wire [2:0] p1_min_gap,
    input  wire       p1_flush_force,
    output wire [2:0] p0_retries,
    output wire       p0_retransmit,
    output wire       p0_give_up,
    output wire [2:0] p1_holdoff,
    output wire       p1_cmd_issue,
    output wire       p1_pace_ready
);
    reg p1_flush;
    always @* begin
        p1_flush = p0_give_up | p1_flush_force;
    end
    protocol_controller_0003 p0 (
        .give_up(p0_give_up),
        .retransmit(p0_retransmit),
        .retries(p0_retries),
        .max_retries(p0_max_retries),
        .nak_rx(p0_nak_rx),
        .ack_rx(p0_ack_rx),
        .tx_start(p0_tx_start),
        .rst(rst),
        .clk(clk)
    );
    rate_limiter_0003 p1 (
        .pace_ready(p1_pace_ready),
        .cmd_issue(p1_cmd_issue),
        .holdoff(p1_holdoff),
        .flush(p1_flush),
        .min_gap(p1_min_gap),
        .cmd_req(p1_cmd_req),
        .rst_n(~rst),
        .clk(clk)
    );
endmodule
