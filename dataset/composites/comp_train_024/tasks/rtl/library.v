module handshake_0010 (
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

module interrupt_0001 (
    input  wire       clk,
    input  wire       rst,
    input  wire [3:0] irq_src,
    input  wire       clear_en,
    input  wire [3:0] clear_mask,
    input  wire [3:0] enable_mask,
    output reg  [3:0] pending,
    output wire       irq,
    output wire       claim_valid,
    output wire [1:0] claim_id
);
    reg [3:0] pending_next;

    always @* begin
        if (clear_en)
            pending_next = (pending & ~clear_mask) | irq_src;
        else if (irq_src != 4'd0)
            pending_next = pending | irq_src;
        else
            pending_next = pending;
    end

    always @(posedge clk) begin
        if (rst) begin
            pending <= 4'd0;
        end else begin
            pending <= pending_next;
        end
    end

    assign irq = (pending & enable_mask) != 4'd0;
    assign claim_valid = pending != 4'd0;
    assign claim_id = pending[0] ? 2'd0 : pending[1] ? 2'd1 : pending[2] ? 2'd2 : 2'd3;
endmodule
