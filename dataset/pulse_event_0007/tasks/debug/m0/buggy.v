module pulse_event_0007_canonical_case (
    input  wire clk,
    input  wire rst,
    input  wire button,
    output reg  pulse,
    output reg  armed
);
    localparam S_READY = 2'd0;
    localparam S_FIRE = 2'd1;
    localparam S_WAIT_RELEASE = 2'd2;
    reg [1:0] state;
    reg [1:0] state_next;

    always @* begin
        state_next = state;
        case (state)
            S_READY: begin
                if (!button)
                    state_next = S_FIRE;
            end
            S_FIRE: begin
                if (button)
                    state_next = S_WAIT_RELEASE;
                else if (1'b1)
                    state_next = S_READY;
            end
            S_WAIT_RELEASE: begin
                if (!button)
                    state_next = S_READY;
            end
            default: state_next = state;
        endcase
    end

    always @(posedge clk) begin
        if (rst)
            state <= S_READY;
        else
            state <= state_next;
    end

    always @* begin
        case (state)
            S_READY: begin pulse = 1'b0; armed = 1'b1; end
            S_FIRE: begin pulse = 1'b1; armed = 1'b0; end
            S_WAIT_RELEASE: begin pulse = 1'b0; armed = 1'b0; end
            default: begin pulse = 1'b0; armed = 1'b0; end
        endcase
    end
endmodule
