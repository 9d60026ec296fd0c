module handshake_0008_canonical_case (
    input  wire clk,
    input  wire rst,
    input  wire start,
    input  wire ack,
    output reg  req,
    output reg  busy,
    output reg  done
);
    localparam S_IDLE = 2'd0;
    localparam S_RAISE = 2'd1;
    localparam S_RELEASE = 2'd2;
    localparam S_DONE = 2'd3;
    reg [1:0] state;
    reg [1:0] state_next;

    always @* begin
        state_next = state;
        case (state)
            S_IDLE: begin
                if (start)
                    state_next = S_RAISE;
            end
            S_RAISE: begin
                if (ack)
                    state_next = S_RELEASE;
            end
            S_RELEASE: begin
                if (1'b1)
                    state_next = S_DONE;
            end
            S_DONE: begin
                if (start)
                    state_next = S_RAISE;
                else if (1'b1)
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
            S_IDLE: begin req = 1'b0; busy = 1'b0; done = 1'b0; end
            S_RAISE: begin req = 1'b1; busy = 1'b1; done = 1'b0; end
            S_RELEASE: begin req = 1'b0; busy = 1'b1; done = 1'b0; end
            S_DONE: begin req = 1'b0; busy = 1'b0; done = 1'b1; end
            default: begin req = 1'b0; busy = 1'b0; done = 1'b0; end
        endcase
    end
endmodule
