module handshake_0001 (
    input  wire       clk,
    input  wire       rst,
    input  wire       req,
    input  wire       ack,
    input  wire [2:0] limit,
    output reg  [2:0] stall_cycles,
    output wire       timeout,
    output wire       waiting
);
    reg [2:0] stall_cycles_next;

    always @* begin
        if (!req || ack)
            stall_cycles_next = 3'd0;
        else if (stall_cycles != 3'd7)
            stall_cycles_next = stall_cycles + 3'd1;
        else
            stall_cycles_next = stall_cycles;
    end

    always @(posedge clk) begin
        if (rst) begin
            stall_cycles <= 3'd0;
        end else begin
            stall_cycles <= stall_cycles_next;
        end
    end

    assign timeout = stall_cycles >= limit;
    assign waiting = req && !ack;
endmodule

module rate_limiter_0005 (
    input  wire       clk,
    input  wire       rst,
    input  wire       req,
    input  wire [1:0] quota,
    input  wire       time_tick,
    output wire       grant,
    output wire [1:0] used,
    output wire [1:0] window_phase
);
    reg [1:0] phase;
    reg [1:0] used_cnt;
    reg [1:0] phase_next;
    reg [1:0] used_cnt_next;

    always @* begin
        if (time_tick)
            phase_next = phase + 2'd1;
        else
            phase_next = phase;
    end

    always @* begin
        if (time_tick && phase == 2'd3)
            used_cnt_next = 2'd0;
        else if (req && used_cnt < quota)
            used_cnt_next = used_cnt + 2'd1;
        else
            used_cnt_next = used_cnt;
    end

    always @(posedge clk) begin
        if (rst) begin
            phase <= 2'd0;
            used_cnt <= 2'd0;
        end else begin
            phase <= phase_next;
            used_cnt <= used_cnt_next;
        end
    end

    assign grant = req && used_cnt < quota;
    assign used = used_cnt;
    assign window_phase = phase;
endmodule
