module arbiter_0004 (
    input  wire       clk,
    input  wire       rst,
    input  wire       hi_req,
    input  wire       lo_req,
    output wire       grant_hi,
    output wire       grant_lo,
    output wire [1:0] lo_wait
);
    reg [1:0] winner;
    reg [1:0] wait_cnt;
    reg [1:0] winner_next;
    reg [1:0] wait_cnt_next;

    always @* begin
        if (lo_req && wait_cnt == 2'd3)
            winner_next = 2'd2;
        else if (hi_req)
            winner_next = 2'd1;
        else if (lo_req)
            winner_next = 2'd2;
        else if (!hi_req && !lo_req)
            winner_next = 2'd0;
        else
            winner_next = winner;
    end

    always @* begin
        if (lo_req && hi_req && wait_cnt != 2'd3)
            wait_cnt_next = wait_cnt + 2'd1;
        else if (wait_cnt != 2'd0)
            wait_cnt_next = 2'd0;
        else
            wait_cnt_next = wait_cnt;
    end

    always @(posedge clk) begin
        if (rst) begin
            winner <= 2'd0;
            wait_cnt <= 2'd0;
        end else begin
            winner <= winner_next;
            wait_cnt <= wait_cnt_next;
        end
    end

    assign grant_hi = winner == 2'd1;
    assign grant_lo = winner == 2'd2;
    assign lo_wait = wait_cnt;
endmodule

module pulse_event_0009 (
    input  wire       clk,
    input  wire       rst,
    input  wire       window_end,
    input  wire [3:0] event_count,
    output reg        burst_alarm,
    output reg  [1:0] rate_class
);
    localparam S_QUIET = 2'd0;
    localparam S_ACTIVE = 2'd1;
    localparam S_BURST = 2'd2;
    localparam S_COOLDOWN = 2'd3;
    reg [1:0] state;
    reg [1:0] state_next;

    always @* begin
        state_next = state;
        case (state)
            S_QUIET: begin
                if (window_end && event_count >= 4'd2)
                    state_next = S_ACTIVE;
            end
            S_ACTIVE: begin
                if (window_end && event_count >= 4'd10)
                    state_next = S_BURST;
                else if (window_end && event_count < 4'd2)
                    state_next = S_QUIET;
            end
            S_BURST: begin
                if (window_end && event_count < 4'd10)
                    state_next = S_COOLDOWN;
            end
            S_COOLDOWN: begin
                if (window_end && event_count >= 4'd10)
                    state_next = S_BURST;
                else if (window_end)
                    state_next = S_ACTIVE;
            end
            default: state_next = state;
        endcase
    end

    always @(posedge clk) begin
        if (rst)
            state <= S_QUIET;
        else
            state <= state_next;
    end

    always @* begin
        case (state)
            S_QUIET: begin burst_alarm = 1'b0; rate_class = 2'd0; end
            S_ACTIVE: begin burst_alarm = 1'b0; rate_class = 2'd1; end
            S_BURST: begin burst_alarm = 1'b1; rate_class = 2'd2; end
            S_COOLDOWN: begin burst_alarm = 1'b1; rate_class = 2'd1; end
            default: begin burst_alarm = 1'b0; rate_class = 2'd0; end
        endcase
    end
endmodule
