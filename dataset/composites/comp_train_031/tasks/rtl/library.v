module mode_controller_0002 (
    input  wire       clk,
    input  wire       rst,
    input  wire       mode_wr,
    input  wire [1:0] mode_wdata,
    input  wire       fault,
    input  wire       recover,
    output reg  [1:0] mode,
    output wire [3:0] mode_onehot,
    output wire       write_rejected
);
    reg [1:0] mode_next;

    always @* begin
        if (fault)
            mode_next = 2'd3;
        else if (mode == 2'd3 && recover)
            mode_next = 2'd0;
        else if (mode_wr && mode != 2'd3 && mode_wdata != 2'd3)
            mode_next = mode_wdata;
        else
            mode_next = mode;
    end

    always @(posedge clk) begin
        if (rst) begin
            mode <= 2'd0;
        end else begin
            mode <= mode_next;
        end
    end

    assign mode_onehot = 4'b0001 << mode;
    assign write_rejected = mode_wr && !fault && (mode == 2'd3 || mode_wdata == 2'd3);
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

module handshake_0007 (
    input  wire       clk,
    input  wire       rst,
    input  wire       start,
    input  wire       ack,
    input  wire       nack,
    output wire       req,
    output wire [1:0] attempts,
    output wire       failed
);
    reg active;
    reg [1:0] tries;
    reg fail_q;
    reg active_next;
    reg [1:0] tries_next;
    reg fail_q_next;

    always @* begin
        if (!active && start)
            active_next = 1'b1;
        else if (active && ack)
            active_next = 1'b0;
        else if (active && nack && tries == 2'd3)
            active_next = 1'b0;
        else
            active_next = active;
    end

    always @* begin
        if (!active && start)
            tries_next = 2'd0;
        else if (active && !ack && nack && tries != 2'd3)
            tries_next = tries + 2'd1;
        else
            tries_next = tries;
    end

    always @* begin
        if (!active && start)
            fail_q_next = 1'b0;
        else if (active && !ack && nack && tries == 2'd3)
            fail_q_next = 1'b1;
        else
            fail_q_next = fail_q;
    end

    always @(posedge clk) begin
        if (rst) begin
            active <= 1'b0;
            tries <= 2'd0;
            fail_q <= 1'b0;
        end else begin
            active <= active_next;
            tries <= tries_next;
            fail_q <= fail_q_next;
        end
    end

    assign req = active;
    assign attempts = tries;
    assign failed = fail_q;
endmodule
