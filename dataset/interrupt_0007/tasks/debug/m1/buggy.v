module interrupt_0007_canonical_case (
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
                if (1'b1)
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
