module interrupt_0007_onehot_case (
    input  wire clk,
    input  wire rst,
    input  wire source_event,
    input  wire ack,
    input  wire eoi,
    output wire irq_req,
    output wire in_service,
    output wire repeat_pending
);
    localparam I_IDLE = 0;
    localparam I_REQUEST = 1;
    localparam I_SERVICE = 2;
    localparam I_SERVICE_PEND = 3;
    reg [3:0] state;
    reg [3:0] state_next;

    always @* begin
        state_next = 4'd0;
        case (1'b1)
            state[I_IDLE]: begin
                if (source_event)
                    state_next[I_REQUEST] = 1'b1;
                else
                    state_next[I_IDLE] = 1'b1;
            end
            state[I_REQUEST]: begin
                if (ack)
                    state_next[I_SERVICE] = 1'b1;
                else
                    state_next[I_REQUEST] = 1'b1;
            end
            state[I_SERVICE]: begin
                if (eoi && source_event)
                    state_next[I_REQUEST] = 1'b1;
                else if (eoi)
                    state_next[I_IDLE] = 1'b1;
                else if (source_event)
                    state_next[I_SERVICE_PEND] = 1'b1;
                else
                    state_next[I_SERVICE_PEND] = 1'b1;
            end
            state[I_SERVICE_PEND]: begin
                if (eoi)
                    state_next[I_REQUEST] = 1'b1;
                else
                    state_next[I_SERVICE_PEND] = 1'b1;
            end
            default: state_next = state;
        endcase
    end

    always @(posedge clk) begin
        if (rst)
            state <= 4'd1;
        else
            state <= state_next;
    end

    assign irq_req = state[I_REQUEST];
    assign in_service = state[I_SERVICE] | state[I_SERVICE_PEND];
    assign repeat_pending = state[I_SERVICE_PEND];
endmodule
