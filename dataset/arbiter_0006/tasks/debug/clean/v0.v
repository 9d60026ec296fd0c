module arbiter_0006_canonical_case (
    input  wire clk,
    input  wire reset,
    input  wire urgent_req,
    input  wire normal_req,
    output reg  grant_urgent,
    output reg  grant_normal
);
    localparam S_FREE = 2'd0;
    localparam S_NORMAL = 2'd1;
    localparam S_URGENT = 2'd2;
    reg [1:0] state;
    reg [1:0] state_next;

    always @* begin
        state_next = state;
        case (state)
            S_FREE: begin
                if (urgent_req)
                    state_next = S_URGENT;
                else if (normal_req)
                    state_next = S_NORMAL;
            end
            S_NORMAL: begin
                if (urgent_req)
                    state_next = S_URGENT;
                else if (!normal_req)
                    state_next = S_FREE;
            end
            S_URGENT: begin
                if (!urgent_req && normal_req)
                    state_next = S_NORMAL;
                else if (!urgent_req)
                    state_next = S_FREE;
            end
            default: state_next = state;
        endcase
    end

    always @(posedge clk) begin
        if (reset)
            state <= S_FREE;
        else
            state <= state_next;
    end

    always @* begin
        case (state)
            S_FREE: begin grant_urgent = 1'b0; grant_normal = 1'b0; end
            S_NORMAL: begin grant_urgent = 1'b0; grant_normal = 1'b1; end
            S_URGENT: begin grant_urgent = 1'b1; grant_normal = 1'b0; end
            default: begin grant_urgent = 1'b0; grant_normal = 1'b0; end
        endcase
    end
endmodule
