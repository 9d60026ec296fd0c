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

module counter_0005 (
    input  wire       clk,
    input  wire       rst,
    input  wire       start,
    input  wire [5:0] base,
    input  wire       advance,
    input  wire [2:0] stride,
    output reg  [5:0] addr,
    output wire       aligned,
    output wire       upper_half
);
    reg [5:0] addr_next;

    always @* begin
        if (start)
            addr_next = base;
        else if (advance)
            addr_next = addr + {3'b000, stride};
        else
            addr_next = addr;
    end

    always @(posedge clk) begin
        if (rst) begin
            addr <= 6'd0;
        end else begin
            addr <= addr_next;
        end
    end

    assign aligned = addr[1:0] == 2'b00;
    assign upper_half = addr[5];
endmodule
