module arbiter_0001 (
    input  wire clk,
    input  wire rst,
    input  wire req0,
    input  wire req1,
    output reg  grant0,
    output reg  grant1,
    output reg  prio
);
    localparam S_IDLE0 = 2'd0;
    localparam S_IDLE1 = 2'd1;
    localparam S_GRANT0 = 2'd2;
    localparam S_GRANT1 = 2'd3;
    reg [1:0] state;
    reg [1:0] state_next;

    always @* begin
        state_next = state;
        case (state)
            S_IDLE0: begin
                if (req0)
                    state_next = S_GRANT0;
                else if (req1)
                    state_next = S_GRANT1;
            end
            S_IDLE1: begin
                if (req1)
                    state_next = S_GRANT1;
                else if (req0)
                    state_next = S_GRANT0;
            end
            S_GRANT0: begin
                if (!req0 && req1)
                    state_next = S_GRANT1;
                else if (!req0)
                    state_next = S_IDLE1;
            end
            S_GRANT1: begin
                if (!req1 && req0)
                    state_next = S_GRANT0;
                else if (!req1)
                    state_next = S_IDLE0;
            end
            default: state_next = state;
        endcase
    end

    always @(posedge clk) begin
        if (rst)
            state <= S_IDLE0;
        else
            state <= state_next;
    end

    always @* begin
        case (state)
            S_IDLE0: begin grant0 = 1'b0; grant1 = 1'b0; prio = 1'b0; end
            S_IDLE1: begin grant0 = 1'b0; grant1 = 1'b0; prio = 1'b1; end
            S_GRANT0: begin grant0 = 1'b1; grant1 = 1'b0; prio = 1'b1; end
            S_GRANT1: begin grant0 = 1'b0; grant1 = 1'b1; prio = 1'b0; end
            default: begin grant0 = 1'b0; grant1 = 1'b0; prio = 1'b0; end
        endcase
    end
endmodule

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
