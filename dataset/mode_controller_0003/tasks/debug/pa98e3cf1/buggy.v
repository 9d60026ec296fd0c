module mode_controller_0003_sequential_priority (
    input  wire       clk,
    input  wire       rst,
    input  wire       shift_up,
    input  wire       shift_down,
    input  wire [3:0] speed,
    output reg  [2:0] gear,
    output reg        top_gear,
    output reg        upshift_ok
);

    always @(negedge clk) begin
        if (rst) begin
            gear <= 3'd0;
        end else begin
            if (gear > 3'd1 && speed < {1'b0, gear})
                gear <= gear - 3'd1;
            else if (shift_up && !shift_down && gear != 3'd5 && speed >= {gear, 1'b0})
                gear <= gear + 3'd1;
            else if (shift_down && !shift_up && gear != 3'd0)
                gear <= gear - 3'd1;
        end
    end

    always @* begin
        top_gear = gear == 3'd5;
        upshift_ok = gear != 3'd5 && speed >= {gear, 1'b0};
    end
endmodule
