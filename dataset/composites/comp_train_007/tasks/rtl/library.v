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
