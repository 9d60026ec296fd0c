module mode_controller_0003_canonical_next (
    input  wire       clk,
    input  wire       rst,
    input  wire       shift_up,
    input  wire       shift_down,
    input  wire [3:0] speed,
    output reg  [2:0] gear,
    output wire       top_gear,
    output wire       upshift_ok
);
    reg [2:0] gear_next;

    always @* begin
        if (gear > 3'd1 && speed < {1'b0, gear})
            gear_next = gear - 3'd1;
        else if (shift_up && !shift_down && gear != 3'd6 && speed >= {gear, 1'b0})
            gear_next = gear + 3'd1;
        else if (shift_down && !shift_up && gear != 3'd0)
            gear_next = gear - 3'd1;
        else
            gear_next = gear;
    end

    always @(posedge clk) begin
        if (rst) begin
            gear <= 3'd0;
        end else begin
            gear <= gear_next;
        end
    end

    assign top_gear = gear == 3'd5;
    assign upshift_ok = gear != 3'd5 && speed >= {gear, 1'b0};
endmodule
