module comp_test_008 (
    input  wire       clk,
    input  wire       rst,
    input  wire       p0_kick,
    input  wire       p0_clear_fault,
    input  wire       p1_ret_valid,
    input  wire [1:0] p1_ret_count,
    input  wire       p1_send_force,
    output wire [3:0] p0_since_kick,
    output wire       p0_window_open,
    output wire       p0_wd_fault,
    output wire [3:0] p1_credits,
    output wire       p1_send_ok,
    output wire       p1_low_credit
);
    reg p1_send;
    always @* begin
        p1_send = p0_wd_fault | p1_send_force;
    end
    timer_0004 p0 (
        .wd_fault(p0_wd_fault),
        .window_open(p0_window_open),
        .since_kick(p0_since_kick),
        .clear_fault(p0_clear_fault),
        .kick(p0_kick),
        .rst(rst),
        .clk(clk)
    );
    protocol_controller_0002 p1 (
        .low_credit(p1_low_credit),
        .send_ok(p1_send_ok),
        .credits(p1_credits),
        .ret_count(p1_ret_count),
        .ret_valid(p1_ret_valid),
        .send(p1_send),
        .rst(rst),
        .clk(clk)
    );
endmodule
