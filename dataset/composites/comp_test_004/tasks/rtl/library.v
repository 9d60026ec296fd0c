module mode_controller_0003 (
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
        else if (shift_up && !shift_down && gear != 3'd5 && speed >= {gear, 1'b0})
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

module hidden_0046 (
    input  wire clk,
    input  wire rst,
    input  wire vin,
    input  wire advance,
    input  wire flush,
    output wire vout
);
    reg [2:0] stages;
    reg [2:0] stages_next;

    always @* begin
        if (flush)
            stages_next = 3'b000;
        else if (advance)
            stages_next = {stages[1:0], vin};
        else
            stages_next = stages;
    end

    always @(posedge clk) begin
        if (rst) begin
            stages <= 3'b000;
        end else begin
            stages <= stages_next;
        end
    end

    assign vout = stages[2];
endmodule
