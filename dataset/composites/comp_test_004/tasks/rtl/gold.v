module comp_test_004 (
    input  wire       clk,
    input  wire       rst,
    input  wire       p0_shift_up,
    input  wire       p0_shift_down,
    input  wire [3:0] p0_speed,
    input  wire       p1_advance,
    input  wire       p1_flush,
    output wire [2:0] p0_gear,
    output wire       p0_top_gear,
    output wire       p0_upshift_ok,
    output wire       p1_vout
);
    reg p1_vin;
    always @* begin
        p1_vin = p0_upshift_ok;
    end
    mode_controller_0003 p0 (
        .upshift_ok(p0_upshift_ok),
        .top_gear(p0_top_gear),
        .gear(p0_gear),
        .speed(p0_speed),
        .shift_down(p0_shift_down),
        .shift_up(p0_shift_up),
        .rst(rst),
        .clk(clk)
    );
    hidden_0046 p1 (
        .vout(p1_vout),
        .flush(p1_flush),
        .advance(p1_advance),
        .vin(p1_vin),
        .rst(rst),
        .clk(clk)
    );
endmodule
