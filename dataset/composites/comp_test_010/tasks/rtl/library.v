module rate_limiter_0007 (
    input  wire       clk,
    input  wire       rst_n,
    input  wire       nack,
    input  wire       ack,
    output wire       may_retry,
    output wire [1:0] backoff_level,
    output wire [3:0] wait_left
);
    reg [1:0] level;
    reg [3:0] wait_cnt;
    reg [1:0] level_next;
    reg [3:0] wait_cnt_next;

    always @* begin
        if (ack)
            level_next = 2'd0;
        else if (nack && level != 2'd3)
            level_next = level + 2'd1;
        else
            level_next = level;
    end

    always @* begin
        if (nack)
            wait_cnt_next = 4'd1 << level;
        else if (wait_cnt != 4'd0)
            wait_cnt_next = wait_cnt - 4'd1;
        else
            wait_cnt_next = wait_cnt;
    end

    always @(posedge clk) begin
        if (!rst_n) begin
            level <= 2'd0;
            wait_cnt <= 4'd0;
        end else begin
            level <= level_next;
            wait_cnt <= wait_cnt_next;
        end
    end

    assign may_retry = wait_cnt == 4'd0;
    assign backoff_level = level;
    assign wait_left = wait_cnt;
endmodule

module hidden_0002 (
    input  wire clk,
    input  wire rst,
    input  wire kick,
    input  wire wd_en,
    output wire bite
);
    reg [2:0] since_kick;
    reg expired;
    reg [2:0] since_kick_next;
    reg expired_next;

    always @* begin
        if (kick)
            since_kick_next = 3'd0;
        else if (!wd_en)
            since_kick_next = 3'd0;
        else if (since_kick != 3'd5)
            since_kick_next = since_kick + 3'd1;
        else
            since_kick_next = since_kick;
    end

    always @* begin
        if (wd_en && !kick && since_kick == 3'd5)
            expired_next = 1'b1;
        else
            expired_next = expired;
    end

    always @(posedge clk) begin
        if (rst) begin
            since_kick <= 3'd0;
            expired <= 1'b0;
        end else begin
            since_kick <= since_kick_next;
            expired <= expired_next;
        end
    end

    assign bite = expired;
endmodule

module protocol_controller_0005 (
    input  wire       clk,
    input  wire       rst,
    input  wire       req,
    input  wire       ack,
    input  wire [2:0] timeout_limit,
    input  wire       clear_err,
    output wire       outstanding,
    output wire [2:0] wait_cycles,
    output wire       timeout
);
    reg busy;
    reg [2:0] timer;
    reg err;
    reg busy_next;
    reg [2:0] timer_next;
    reg err_next;

    always @* begin
        if (busy && ack)
            busy_next = 1'b0;
        else if (!busy && req)
            busy_next = 1'b1;
        else
            busy_next = busy;
    end

    always @* begin
        if (!busy && req)
            timer_next = 3'd0;
        else if (busy && !ack && timer != 3'd7)
            timer_next = timer + 3'd1;
        else
            timer_next = timer;
    end

    always @* begin
        if (clear_err)
            err_next = 1'b0;
        else if (busy && !ack && timer == timeout_limit)
            err_next = 1'b1;
        else
            err_next = err;
    end

    always @(posedge clk) begin
        if (rst) begin
            busy <= 1'b0;
            timer <= 3'd0;
            err <= 1'b0;
        end else begin
            busy <= busy_next;
            timer <= timer_next;
            err <= err_next;
        end
    end

    assign outstanding = busy;
    assign wait_cycles = timer;
    assign timeout = err;
endmodule
