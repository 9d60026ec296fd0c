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

module saturating_arithmetic_0006 (
    input  wire       clk,
    input  wire       rst,
    input  wire       op_valid,
    input  wire [2:0] op_a,
    input  wire [2:0] op_b,
    output wire [4:0] product,
    output wire       clipped
);
    reg [4:0] prod;
    reg clip;
    reg [4:0] prod_next;
    reg clip_next;

    always @* begin
        if (op_valid && op_a * op_b > 6'd31)
            prod_next = 5'd31;
        else if (op_valid)
            prod_next = op_a * op_b;
        else
            prod_next = prod;
    end

    always @* begin
        if (op_valid)
            clip_next = op_a * op_b > 6'd31;
        else
            clip_next = clip;
    end

    always @(posedge clk) begin
        if (rst) begin
            prod <= 5'd0;
            clip <= 1'b0;
        end else begin
            prod <= prod_next;
            clip <= clip_next;
        end
    end

    assign product = prod;
    assign clipped = clip;
endmodule
