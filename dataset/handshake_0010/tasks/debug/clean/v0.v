module handshake_0010_canonical_case (
    input  wire clk,
    input  wire rst,
    input  wire req,
    input  wire work_done,
    output reg  ack,
    output reg  working
);
    localparam S_WAIT_REQ = 2'd0;
    localparam S_WORK = 2'd1;
    localparam S_ACKED = 2'd2;
    reg [1:0] state;
    reg [1:0] state_next;

    always @* begin
        state_next = state;
        case (state)
            S_WAIT_REQ: begin
                if (req)
                    state_next = S_WORK;
            end
            S_WORK: begin
                if (!req)
                    state_next = S_WAIT_REQ;
                else if (work_done)
                    state_next = S_ACKED;
            end
            S_ACKED: begin
                if (!req)
                    state_next = S_WAIT_REQ;
            end
            default: state_next = state;
        endcase
    end

    always @(posedge clk) begin
        if (rst)
            state <= S_WAIT_REQ;
        else
            state <= state_next;
    end

    always @* begin
        case (state)
            S_WAIT_REQ: begin ack = 1'b0; working = 1'b0; end
            S_WORK: begin ack = 1'b0; working = 1'b1; end
            S_ACKED: begin ack = 1'b1; working = 1'b0; end
            default: begin ack = 1'b0; working = 1'b0; end
        endcase
    end
endmodule
