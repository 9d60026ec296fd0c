module comp_train_002 (
    input  wire       clk,
    input  wire       rst,
    input  wire [3:0] p0_lines,
    input  wire [3:0] p0_rise_sel,
    input  wire [3:0] p0_ack_mask,
    input  wire [1:0] p1_requester,
    input  wire       p1_acquire,
    input  wire [2:0] p2_op_a,
    input  wire [2:0] p2_op_b,
    input  wire       p1_unlock_force,
    input  wire       p2_op_valid_force,
    output wire [3:0] p0_line_state,
    output wire [3:0] p0_pending,
    output wire       p0_irq,
    output wire [1:0] p1_owner,
    output wire       p1_locked,
    output wire       p1_granted,
    output wire [4:0] p2_product,
    output wire       p2_clipped
);
    reg p1_unlock;
    reg p2_op_valid;
    always @* begin
        p1_unlock = p0_irq | p1_unlock_force;
        p2_op_valid = p1_granted | p2_op_valid_force;
    end
    interrupt_0005 p0 (
        .irq(p0_irq),
        .pending(p0_pending),
        .line_state(p0_line_state),
        .ack_mask(p0_ack_mask),
        .rise_sel(p0_rise_sel),
        .lines(p0_lines),
        .rst(rst),
        .clk(clk)
    );
    arbiter_0009 p1 (
        .granted(p1_granted),
        .locked(p1_locked),
        .owner(p1_owner),
        .unlock(p1_unlock),
        .acquire(p1_acquire),
        .requester(p1_requester),
        .rst(rst),
        .clk(clk)
    );
    saturating_arithmetic_0006 p2 (
        .clipped(p2_clipped),
        .product(p2_product),
        .op_b(p2_op_b),
        .op_a(p2_op_a),
        .op_valid(p2_op_valid),
        .rst(rst),
        .clk(clk)
    );
endmodule
