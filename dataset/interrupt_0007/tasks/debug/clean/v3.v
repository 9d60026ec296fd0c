module interrupt_0007_factored_flags (
    input  wire clk,
    input  wire rst,
    input  wire source_event,
    input  wire ack,
    input  wire eoi,
    output reg  irq_req,
    output reg  in_service,
    output reg  repeat_pending
);
    localparam C_IDLE = 2'd0;
    localparam C_REQUEST = 2'd1;
    localparam C_SERVICE = 2'd2;
    localparam C_SERVICE_PEND = 2'd3;
    reg [1:0] state_q;
    reg [1:0] state_d;

    wire in_IDLE = state_q == C_IDLE;
    wire in_REQUEST = state_q == C_REQUEST;
    wire in_SERVICE = state_q == C_SERVICE;
    wire in_SERVICE_PEND = state_q == C_SERVICE_PEND;
    wire take_IDLE_0 = in_IDLE && source_event;
    wire take_REQUEST_0 = in_REQUEST && ack;
    wire take_SERVICE_0 = in_SERVICE && (eoi && source_event);
    wire take_SERVICE_1 = in_SERVICE && !(eoi && source_event) && eoi;
    wire take_SERVICE_2 = in_SERVICE && !(eoi && source_event) && !eoi && source_event;
    wire take_SERVICE_PEND_0 = in_SERVICE_PEND && eoi;

    always @* begin
        state_d = state_q;
        if (take_IDLE_0) state_d = C_REQUEST;
        if (take_REQUEST_0) state_d = C_SERVICE;
        if (take_SERVICE_0) state_d = C_REQUEST;
        if (take_SERVICE_1) state_d = C_IDLE;
        if (take_SERVICE_2) state_d = C_SERVICE_PEND;
        if (take_SERVICE_PEND_0) state_d = C_REQUEST;
    end

    always @(posedge clk) begin
        if (rst)
            state_q <= C_IDLE;
        else
            state_q <= state_d;
    end

    always @* begin
        irq_req = 1'b0;
        in_service = 1'b0;
        repeat_pending = 1'b0;
        if (in_REQUEST) begin irq_req = 1'b1; end
        if (in_SERVICE) begin in_service = 1'b1; end
        if (in_SERVICE_PEND) begin in_service = 1'b1; repeat_pending = 1'b1; end
    end
endmodule
