module comp_train_006 (
    input  wire       clk,
    input  wire       rst,
    input  wire       p0_in_tol,
    input  wire [1:0] p1_irq_prio,
    input  wire       p2_send_req,
    input  wire [2:0] p2_ack_num,
    input  wire       p1_done_en,
    input  wire       p2_ack_valid_en,
    output wire       p0_lock,
    output wire [1:0] p1_active_prio,
    output wire       p1_suspended,
    output wire [2:0] p2_tx_seq,
    output wire [2:0] p2_window_base,
    output wire [2:0] p2_in_flight,
    output wire       p2_window_full,
    output wire       p2_tx_fire
);
    reg p1_done;
    reg p2_ack_valid;
    always @* begin
        p1_done = p0_lock & p1_done_en;
        p2_ack_valid = p1_suspended & p2_ack_valid_en;
    end
    hidden_0063 p0 (
        .lock(p0_lock),
        .in_tol(p0_in_tol),
        .rst(rst),
        .clk(clk)
    );
    interrupt_0008 p1 (
        .suspended(p1_suspended),
        .active_prio(p1_active_prio),
        .done(p1_done),
        .irq_prio(p1_irq_prio),
        .rst(rst),
        .clk(clk)
    );
    protocol_controller_0004 p2 (
        .tx_fire(p2_tx_fire),
        .window_full(p2_window_full),
        .in_flight(p2_in_flight),
        .window_base(p2_window_base),
        .tx_seq(p2_tx_seq),
        .ack_num(p2_ack_num),
        .ack_valid(p2_ack_valid),
        .send_req(p2_send_req),
        .rst(rst),
        .clk(clk)
    );
endmodule
