module counter_0008 (
    input  wire       clk,
    input  wire       rst,
    input  wire       sig,
    output wire [2:0] elapsed,
    output wire [2:0] pulse_width,
    output wire       measured
);
    reg [2:0] run;
    reg [2:0] last_len;
    reg strobe;
    reg [2:0] run_next;
    reg [2:0] last_len_next;
    reg strobe_next;

    always @* begin
        if (sig && run != 3'd7)
            run_next = run + 3'd1;
        else if (!sig)
            run_next = 3'd0;
        else
            run_next = run;
    end

    always @* begin
        if (!sig && run != 3'd0)
            last_len_next = run;
        else
            last_len_next = last_len;
    end

    always @* begin
        if (!sig && run != 3'd0)
            strobe_next = 1'b1;
        else if (strobe)
            strobe_next = 1'b0;
        else
            strobe_next = strobe;
    end

    always @(posedge clk) begin
        if (rst) begin
            run <= 3'd0;
            last_len <= 3'd0;
            strobe <= 1'b0;
        end else begin
            run <= run_next;
            last_len <= last_len_next;
            strobe <= strobe_next;
        end
    end

    assign elapsed = run;
    assign pulse_width = last_len;
    assign measured = strobe;
endmodule

module interrupt_0001 (
    input  wire       clk,
    input  wire       rst,
    input  wire [3:0] irq_src,
    input  wire       clear_en,
    input  wire [3:0] clear_mask,
    input  wire [3:0] enable_mask,
    output reg  [3:0] pending,
    output wire       irq,
    output wire       claim_valid,
    output wire [1:0] claim_id
);
    reg [3:0] pending_next;

    always @* begin
        if (clear_en)
            pending_next = (pending & ~clear_mask) | irq_src;
        else if (irq_src != 4'd0)
            pending_next = pending | irq_src;
        else
            pending_next = pending;
    end

    always @(posedge clk) begin
        if (rst) begin
            pending <= 4'd0;
        end else begin
            pending <= pending_next;
        end
    end

    assign irq = (pending & enable_mask) != 4'd0;
    assign claim_valid = pending != 4'd0;
    assign claim_id = pending[0] ? 2'd0 : pending[1] ? 2'd1 : pending[2] ? 2'd2 : 2'd3;
endmodule

module saturating_arithmetic_0010 (
    input  wire clk,
    input  wire rst,
    input  wire clip_pos,
    input  wire clip_neg,
    input  wire ack,
    output reg  saw_pos,
    output reg  saw_neg
);
    localparam S_CLEAN = 2'd0;
    localparam S_POS = 2'd1;
    localparam S_NEG = 2'd2;
    localparam S_BOTH = 2'd3;
    reg [1:0] state;
    reg [1:0] state_next;

    always @* begin
        state_next = state;
        case (state)
            S_CLEAN: begin
                if (!ack && clip_pos && clip_neg)
                    state_next = S_BOTH;
                else if (!ack && clip_pos)
                    state_next = S_POS;
                else if (!ack && clip_neg)
                    state_next = S_NEG;
            end
            S_POS: begin
                if (ack)
                    state_next = S_CLEAN;
                else if (clip_neg)
                    state_next = S_BOTH;
            end
            S_NEG: begin
                if (ack)
                    state_next = S_CLEAN;
                else if (clip_pos)
                    state_next = S_BOTH;
            end
            S_BOTH: begin
                if (ack)
                    state_next = S_CLEAN;
            end
            default: state_next = state;
        endcase
    end

    always @(posedge clk) begin
        if (rst)
            state <= S_CLEAN;
        else
            state <= state_next;
    end

    always @* begin
        case (state)
            S_CLEAN: begin saw_pos = 1'b0; saw_neg = 1'b0; end
            S_POS: begin saw_pos = 1'b1; saw_neg = 1'b0; end
            S_NEG: begin saw_pos = 1'b0; saw_neg = 1'b1; end
            S_BOTH: begin saw_pos = 1'b1; saw_neg = 1'b1; end
            default: begin saw_pos = 1'b0; saw_neg = 1'b0; end
        endcase
    end
endmodule
