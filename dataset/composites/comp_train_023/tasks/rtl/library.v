module sequence_detector_0006 (
    input  wire       clk,
    input  wire       rst,
    input  wire       bit_valid,
    input  wire       din,
    output reg        detect,
    output reg  [1:0] progress
);
    localparam S_IDLE = 2'd0;
    localparam S_GOT1 = 2'd1;
    localparam S_GOT10 = 2'd2;
    localparam S_FOUND = 2'd3;
    reg [1:0] state;
    reg [1:0] state_next;

    always @* begin
        state_next = state;
        case (state)
            S_IDLE: begin
                if (bit_valid && din)
                    state_next = S_GOT1;
            end
            S_GOT1: begin
                if (bit_valid && !din)
                    state_next = S_GOT10;
            end
            S_GOT10: begin
                if (bit_valid && din)
                    state_next = S_FOUND;
                else if (bit_valid && !din)
                    state_next = S_IDLE;
            end
            S_FOUND: begin
                if (bit_valid && din)
                    state_next = S_GOT1;
                else if (bit_valid && !din)
                    state_next = S_GOT10;
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
            S_IDLE: begin detect = 1'b0; progress = 2'd0; end
            S_GOT1: begin detect = 1'b0; progress = 2'd1; end
            S_GOT10: begin detect = 1'b0; progress = 2'd2; end
            S_FOUND: begin detect = 1'b1; progress = 2'd3; end
            default: begin detect = 1'b0; progress = 2'd0; end
        endcase
    end
endmodule

module rate_limiter_0003 (
    input  wire       clk,
    input  wire       rst_n,
    input  wire       cmd_req,
    input  wire [2:0] min_gap,
    input  wire       flush,
    output reg  [2:0] holdoff,
    output wire       cmd_issue,
    output wire       pace_ready
);
    reg [2:0] holdoff_next;

    always @* begin
        if (flush)
            holdoff_next = 3'd0;
        else if (cmd_req && holdoff == 3'd0)
            holdoff_next = min_gap;
        else if (holdoff != 3'd0)
            holdoff_next = holdoff - 3'd1;
        else
            holdoff_next = holdoff;
    end

    always @(posedge clk) begin
        if (!rst_n) begin
            holdoff <= 3'd0;
        end else begin
            holdoff <= holdoff_next;
        end
    end

    assign cmd_issue = cmd_req && holdoff == 3'd0;
    assign pace_ready = holdoff == 3'd0;
endmodule

module handshake_0005 (
    input  wire       clk,
    input  wire       rst,
    input  wire       start,
    input  wire [2:0] burst_len,
    input  wire       beat,
    output wire       busy,
    output wire [2:0] beats_left,
    output wire       last_beat
);
    reg active;
    reg [2:0] remaining;
    reg active_next;
    reg [2:0] remaining_next;

    always @* begin
        if (!active && start)
            active_next = 1'b1;
        else if (active && beat && remaining == 3'd0)
            active_next = 1'b0;
        else
            active_next = active;
    end

    always @* begin
        if (!active && start)
            remaining_next = burst_len;
        else if (active && beat && remaining != 3'd0)
            remaining_next = remaining - 3'd1;
        else
            remaining_next = remaining;
    end

    always @(posedge clk) begin
        if (rst) begin
            active <= 1'b0;
            remaining <= 3'd0;
        end else begin
            active <= active_next;
            remaining <= remaining_next;
        end
    end

    assign busy = active;
    assign beats_left = remaining;
    assign last_beat = active && remaining == 3'd0;
endmodule
