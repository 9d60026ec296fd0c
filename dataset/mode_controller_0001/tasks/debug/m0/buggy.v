module mode_controller_0001_canonical_next (
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
        if (1'b0)
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
