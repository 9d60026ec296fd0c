module saturating_arithmetic_0009_nested_if (
    input  wire       clk,
    input  wire       rst,
    input  wire [3:0] integ,
    input  wire [2:0] err,
    output wire       integrate_en,
    output wire       held_high,
    output wire       held_low
);
    localparam ST_HOLD_LOW = 2'd0;
    localparam ST_HOLD_HIGH = 2'd1;
    localparam ST_TRACKING = 2'd2;
    reg [1:0] current;

    always @(posedge clk) begin
        if (rst) begin
            current <= ST_TRACKING;
        end else if (current == ST_TRACKING) begin
            if (integ == 4'd15 && !err[2] && err != 3'd0)
                current <= ST_HOLD_HIGH;
            else if (integ == 4'd0 && err[2])
                current <= ST_HOLD_LOW;
        end else if (current == ST_HOLD_HIGH) begin
            if (err[2] || integ != 4'd15)
                current <= ST_TRACKING;
        end else if (current == ST_HOLD_LOW) begin
            if ((!err[2] && err != 3'd0) || integ != 4'd0)
                current <= ST_TRACKING;
        end
    end

    assign integrate_en = (current == ST_TRACKING) ? 1'b1 : 1'b0;
    assign held_high = (current == ST_HOLD_HIGH) ? 1'b1 : 1'b0;
    assign held_low = (current == ST_HOLD_LOW) ? 1'b1 : 1'b0;
endmodule
