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
