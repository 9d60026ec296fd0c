module comp_train_017 (
    input  wire       clk,
    input  wire       rst,
    input  wire       p0_tx_start,
    input  wire       p0_ack_rx,
    input  wire       p0_nak_rx,
    input  wire [2:0] p0_max_retries,
    input  wire       p1_start,
    input  wire       p1_pause,
    input  wire       p1_resume,
    input  wire       p1_abort,
    input  wire       p1_count_zero,
    input  wire       p1_done_ack_force,
    output wire [2:0] p0_retries,
    output wire       p0_retransmit,
    output wire       p0_give_up,
    output wire       p1_count_en,
    output wire       p1_busy,
    output wire       p1_done
);
    reg p1_done_ack;
    always @* begin
        p1_done_ack = p0_retransmit | p1_done_ack_force;
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
    timer_0009 p1 (
        .done(p1_done),
        .busy(p1_busy),
        .count_en(p1_count_en),
        .done_ack(p1_done_ack),
        .count_zero(p1_count_zero),
        .abort(p1_abort),
        .resume(p1_resume),
        .pause(p1_pause),
        .start(p1_start),
        .rst(rst),
        .clk(clk)
    );
endmodule
