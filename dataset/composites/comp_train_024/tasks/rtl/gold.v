module comp_train_024 (
    input  wire clk,
    input  wire rst,
    input  wire p0_req,
    input  wire p0_work_done,
    input  wire p1_src_idle,
    input  wire p1_target_ready,
    output wire p0_ack,
    output wire p0_working,
    output wire p1_sel_b,
    output wire p1_clk_en,
    output wire p1_switching
);
    reg p1_want_b;
    always @* begin
        p1_want_b = p0_ack;
    end
    handshake_0010 p0 (
        .working(p0_working),
        .ack(p0_ack),
        .work_done(p0_work_done),
        .req(p0_req),
        .rst(rst),
        .clk(clk)
    );
    mode_controller_0010 p1 (
        .switching(p1_switching),
        .clk_en(p1_clk_en),
        .sel_b(p1_sel_b),
        .target_ready(p1_target_ready),
        .src_idle(p1_src_idle),
        .want_b(p1_want_b),
        .rst(rst),
        .clk(clk)
    );
endmodule
