module comp_train_025 (
    input  wire       clk,
    input  wire       rst,
    input  wire       p0_pulse_a,
    input  wire       p0_pulse_b,
    input  wire       p1_pg_in,
    output wire       p0_serve_a,
    output wire       p0_serve_b,
    output wire [1:0] p0_pending,
    output wire       p0_prefer_b,
    output wire       p1_pg_ok,
    output wire       p1_pg_pending
);
    reg p1_force_off;
    always @* begin
        p1_force_off = p0_serve_a;
    end
    arbiter_0008 p0 (
        .prefer_b(p0_prefer_b),
        .pending(p0_pending),
        .serve_b(p0_serve_b),
        .serve_a(p0_serve_a),
        .pulse_b(p0_pulse_b),
        .pulse_a(p0_pulse_a),
        .rst(rst),
        .clk(clk)
    );
    hidden_0014 p1 (
        .pg_pending(p1_pg_pending),
        .pg_ok(p1_pg_ok),
        .force_off(p1_force_off),
        .pg_in(p1_pg_in),
        .rst(rst),
        .clk(clk)
    );
endmodule
