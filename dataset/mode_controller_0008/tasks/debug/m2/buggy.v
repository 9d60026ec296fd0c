module mode_controller_0008_canonical_case (
    input  wire       clk,
    input  wire       rst,
    input  wire [7:0] temp,
    input  wire       restart,
    output reg  [1:0] throttle
);
    localparam S_NORMAL = 2'd0;
    localparam S_THROTTLE = 2'd1;
    localparam S_SHUTDOWN = 2'd2;
    reg [1:0] state;
    reg [1:0] state_next;

    always @* begin
        state_next = state;
        case (state)
            S_NORMAL: begin
                if (temp >= 8'd100)
                    state_next = S_SHUTDOWN;
                else if (temp >= 8'd85)
                    state_next = S_THROTTLE;
            end
            S_THROTTLE: begin
                if (temp >= 8'd100)
                    state_next = S_SHUTDOWN;
                else if (temp < 8'd75)
                    state_next = S_NORMAL;
            end
            S_SHUTDOWN: begin
                if (1'b1)
                    state_next = S_NORMAL;
            end
            default: state_next = state;
        endcase
    end

    always @(posedge clk) begin
        if (rst)
            state <= S_NORMAL;
        else
            state <= state_next;
    end

    always @* begin
        case (state)
            S_NORMAL: begin throttle = 2'd0; end
            S_THROTTLE: begin throttle = 2'd1; end
            S_SHUTDOWN: begin throttle = 2'd3; end
            default: begin throttle = 2'd0; end
        endcase
    end
endmodule
