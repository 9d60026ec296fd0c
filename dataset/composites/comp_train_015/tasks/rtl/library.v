module protocol_controller_0006 (
    input  wire       clk,
    input  wire       rst,
    input  wire       cs_n,
    input  wire       sclk_rise,
    input  wire       mosi,
    output wire [7:0] rx_shift,
    output wire [2:0] bit_count,
    output wire       byte_done
);
    reg [7:0] shreg;
    reg [2:0] bitcnt;
    reg done;
    reg [7:0] shreg_next;
    reg [2:0] bitcnt_next;
    reg done_next;

    always @* begin
        if (!cs_n && sclk_rise)
            shreg_next = {shreg[6:0], mosi};
        else
            shreg_next = shreg;
    end

    always @* begin
        if (cs_n)
            bitcnt_next = 3'd0;
        else if (sclk_rise)
            bitcnt_next = bitcnt + 3'd1;
        else
            bitcnt_next = bitcnt;
    end

    always @* begin
        if (!cs_n && sclk_rise && bitcnt == 3'd7)
            done_next = 1'b1;
        else if (done)
            done_next = 1'b0;
        else
            done_next = done;
    end

    always @(posedge clk) begin
        if (rst) begin
            shreg <= 8'd0;
            bitcnt <= 3'd0;
            done <= 1'b0;
        end else begin
            shreg <= shreg_next;
            bitcnt <= bitcnt_next;
            done <= done_next;
        end
    end

    assign rx_shift = shreg;
    assign bit_count = bitcnt;
    assign byte_done = done;
endmodule

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

module timer_0006 (
    input  wire       clk,
    input  wire       rst,
    input  wire       sample_en,
    input  wire       noisy_in,
    output wire       clean,
    output wire [1:0] pending,
    output wire       changing
);
    reg stable;
    reg [1:0] cnt;
    reg stable_next;
    reg [1:0] cnt_next;

    always @* begin
        if (sample_en && noisy_in != stable && cnt == 2'd2)
            stable_next = noisy_in;
        else
            stable_next = stable;
    end

    always @* begin
        if (sample_en && noisy_in != stable && cnt != 2'd2)
            cnt_next = cnt + 2'd1;
        else if (sample_en)
            cnt_next = 2'd0;
        else
            cnt_next = cnt;
    end

    always @(posedge clk) begin
        if (rst) begin
            stable <= 1'b0;
            cnt <= 2'd0;
        end else begin
            stable <= stable_next;
            cnt <= cnt_next;
        end
    end

    assign clean = stable;
    assign pending = cnt;
    assign changing = cnt != 2'd0;
endmodule
