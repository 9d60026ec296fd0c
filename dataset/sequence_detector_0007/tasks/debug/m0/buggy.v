module sequence_detector_0007_canonical_case (
    input  wire       clk,
    input  wire       rst,
    input  wire       req,
    input  wire       ack,
    input  wire       clear_err,
    output reg  [1:0] phase,
    output reg        proto_error
);
    localparam S_IDLE = 3'd0;
    localparam S_REQUESTED = 3'd1;
    localparam S_ACKED = 3'd2;
    localparam S_RELEASING = 3'd3;
    localparam S_ERROR = 3'd4;
    reg [2:0] state;
    reg [2:0] state_next;

    always @* begin
        state_next = state;
        case (state)
            S_IDLE: begin
                if (req)
                    state_next = S_REQUESTED;
            end
            S_REQUESTED: begin
                if (ack)
                    state_next = S_ACKED;
            end
            S_ACKED: begin
                if (!req)
                    state_next = S_RELEASING;
            end
            S_RELEASING: begin
                if (!ack)
                    state_next = S_IDLE;
                else if (req)
                    state_next = S_ERROR;
            end
            S_ERROR: begin
                if (clear_err)
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
            S_IDLE: begin phase = 2'd0; proto_error = 1'b0; end
            S_REQUESTED: begin phase = 2'd1; proto_error = 1'b0; end
            S_ACKED: begin phase = 2'd2; proto_error = 1'b0; end
            S_RELEASING: begin phase = 2'd3; proto_error = 1'b0; end
            S_ERROR: begin phase = 2'd0; proto_error = 1'b1; end
            default: begin phase = 2'd0; proto_error = 1'b0; end
        endcase
    end
endmodule
