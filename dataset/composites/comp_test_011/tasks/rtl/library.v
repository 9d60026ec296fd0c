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

module interrupt_0007 (
    input  wire clk,
    input  wire rst,
    input  wire source_event,
    input  wire ack,
    input  wire eoi,
    output reg  irq_req,
    output reg  in_service,
    output reg  repeat_pending
);
    localparam S_IDLE = 2'd0;
    localparam S_REQUEST = 2'd1;
    localparam S_SERVICE = 2'd2;
    localparam S_SERVICE_PEND = 2'd3;
    reg [1:0] state;
    reg [1:0] state_next;

    always @* begin
        state_next = state;
        case (state)
            S_IDLE: begin
                if (source_event)
                    state_next = S_REQUEST;
            end
            S_REQUEST: begin
                if (ack)
                    state_next = S_SERVICE;
            end
            S_SERVICE: begin
                if (eoi && source_event)
                    state_next = S_REQUEST;
                else if (eoi)
                    state_next = S_IDLE;
                else if (source_event)
                    state_next = S_SERVICE_PEND;
            end
            S_SERVICE_PEND: begin
                if (eoi)
                    state_next = S_REQUEST;
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
            S_IDLE: begin irq_req = 1'b0; in_service = 1'b0; repeat_pending = 1'b0; end
            S_REQUEST: begin irq_req = 1'b1; in_service = 1'b0; repeat_pending = 1'b0; end
            S_SERVICE: begin irq_req = 1'b0; in_service = 1'b1; repeat_pending = 1'b0; end
            S_SERVICE_PEND: begin irq_req = 1'b0; in_service = 1'b1; repeat_pending = 1'b1; end
            default: begin irq_req = 1'b0; in_service = 1'b0; repeat_pending = 1'b0; end
        endcase
    end
endmodule

module rate_limiter_0001 (
    input  wire       clk,
    input  wire       rst,
    input  wire       request,
    input  wire       refill_tick,
    output reg  [2:0] tokens,
    output wire       grant,
    output wire       bucket_empty
);
    reg [2:0] tokens_next;

    always @* begin
        if (request && tokens != 3'd0 && !refill_tick)
            tokens_next = tokens - 3'd1;
        else if (refill_tick && !(request && tokens != 3'd0) && tokens != 3'd7)
            tokens_next = tokens + 3'd1;
        else
            tokens_next = tokens;
    end

    always @(posedge clk) begin
        if (rst) begin
            tokens <= 3'd7;
        end else begin
            tokens <= tokens_next;
        end
    end

    assign grant = request && tokens != 3'd0;
    assign bucket_empty = tokens == 3'd0;
endmodule
