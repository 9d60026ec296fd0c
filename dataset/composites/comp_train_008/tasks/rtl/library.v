module mode_controller_0001 (
    input  wire       clk,
    input  wire       rst,
    input  wire [3:0] utilization,
    input  wire       thermal_alarm,
    output reg  [2:0] perf_level,
    output wire [2:0] clk_div,
    output wire       turbo
);
    reg [2:0] perf_level_next;

    always @* begin
        if (thermal_alarm)
            perf_level_next = 3'd0;
        else if (utilization >= 4'd12 && perf_level != 3'd7)
            perf_level_next = perf_level + 3'd1;
        else if (utilization <= 4'd3 && perf_level != 3'd0)
            perf_level_next = perf_level - 3'd1;
        else
            perf_level_next = perf_level;
    end

    always @(posedge clk) begin
        if (rst) begin
            perf_level <= 3'd0;
        end else begin
            perf_level <= perf_level_next;
        end
    end

    assign clk_div = 3'd7 - perf_level;
    assign turbo = perf_level == 3'd7;
endmodule

module pulse_event_0001 (
    input  wire       clk,
    input  wire       rst,
    input  wire       enable,
    input  wire [3:0] density,
    input  wire       sync_clear,
    output reg  [3:0] phase_acc,
    output wire       pulse_out,
    output wire       square_out
);
    reg [3:0] phase_acc_next;

    always @* begin
        if (sync_clear)
            phase_acc_next = 4'd0;
        else if (enable)
            phase_acc_next = phase_acc + density;
        else
            phase_acc_next = phase_acc;
    end

    always @(posedge clk) begin
        if (rst) begin
            phase_acc <= 4'd0;
        end else begin
            phase_acc <= phase_acc_next;
        end
    end

    assign pulse_out = enable && !sync_clear && phase_acc > 4'd15 - density;
    assign square_out = phase_acc[3];
endmodule
