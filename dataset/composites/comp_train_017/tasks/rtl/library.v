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

module timer_0009 (
    input  wire clk,
    input  wire rst,
    input  wire start,
    input  wire pause,
    input  wire resume,
    input  wire abort,
    input  wire count_zero,
    input  wire done_ack,
    output reg  count_en,
    output reg  busy,
    output reg  done
);
    localparam S_IDLE = 2'd0;
    localparam S_RUNNING = 2'd1;
    localparam S_PAUSED = 2'd2;
    localparam S_EXPIRED = 2'd3;
    reg [1:0] state;
    reg [1:0] state_next;

    always @* begin
        state_next = state;
        case (state)
            S_IDLE: begin
                if (start)
                    state_next = S_RUNNING;
            end
            S_RUNNING: begin
                if (count_zero)
                    state_next = S_EXPIRED;
                else if (pause)
                    state_next = S_PAUSED;
            end
            S_PAUSED: begin
                if (abort)
                    state_next = S_IDLE;
                else if (resume)
                    state_next = S_RUNNING;
            end
            S_EXPIRED: begin
                if (done_ack)
                    state_next = S_IDLE;
            end
            default: state_next = state;
        endcase
    end

    always @(posedge clk) begin
        if (rst)
            state <= S_IDLE;
        else
            state <= state_next;
    end

    always @* begin
        case (state)
            S_IDLE: begin count_en = 1'b0; busy = 1'b0; done = 1'b0; end
            S_RUNNING: begin count_en = 1'b1; busy = 1'b1; done = 1'b0; end
            S_PAUSED: begin count_en = 1'b0; busy = 1'b1; done = 1'b0; end
            S_EXPIRED: begin count_en = 1'b0; busy = 1'b0; done = 1'b1; end
            default: begin count_en = 1'b0; busy = 1'b0; done = 1'b0; end
        endcase
    end
endmodule
