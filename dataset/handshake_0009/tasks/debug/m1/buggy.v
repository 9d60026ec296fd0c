module handshake_0009_canonical_case (
    input  wire clk,
    input  wire rst,
    input  wire send,
    input  wire ack,
    output reg  req,
    output reg  busy
);
    localparam S_REST_LOW = 2'd0;
    localparam S_PEND_HIGH = 2'd1;
    localparam S_REST_HIGH = 2'd2;
    localparam S_PEND_LOW = 2'd3;
    reg [1:0] state;
    reg [1:0] state_next;

    always @* begin
        state_next = state;
        case (state)
            S_REST_LOW: begin
                if (send)
                    state_next = S_PEND_HIGH;
            end
            S_PEND_HIGH: begin
                if (1'b1)
                    state_next = S_REST_HIGH;
            end
            S_REST_HIGH: begin
                if (send)
                    state_next = S_PEND_LOW;
            end
            S_PEND_LOW: begin
                if (!ack)
                    state_next = S_REST_LOW;
            end
            default: state_next = state;
        endcase
    end

    always @(posedge clk) begin
        if (rst)
            state <= S_REST_LOW;
        else
            state <= state_next;
    end

    always @* begin
        case (state)
            S_REST_LOW: begin req = 1'b0; busy = 1'b0; end
            S_PEND_HIGH: begin req = 1'b1; busy = 1'b1; end
            S_REST_HIGH: begin req = 1'b1; busy = 1'b0; end
            S_PEND_LOW: begin req = 1'b0; busy = 1'b1; end
            default: begin req = 1'b0; busy = 1'b0; end
        endcase
    end
endmodule
