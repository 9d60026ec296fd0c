module sequence_detector_0001 (
    input  wire       clk,
    input  wire       rst,
    input  wire       shift_en,
    input  wire       serial_in,
    input  wire       clear,
    input  wire [3:0] pattern,
    input  wire [3:0] care_mask,
    output reg  [3:0] window,
    output wire       hit
);
    reg [3:0] window_next;

    always @* begin
        if (clear)
            window_next = 4'b0000;
        else if (shift_en)
            window_next = {window[2:0], serial_in};
        else
            window_next = window;
    end

    always @(posedge clk) begin
        if (rst) begin
            window <= 4'b0000;
        end else begin
            window <= window_next;
        end
    end

    assign hit = ((window ^ pattern) & care_mask) == 4'b0000;
endmodule

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
